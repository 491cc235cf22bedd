"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", { value: true });
__exportStar(require("./common/define"), exports);
__exportStar(require("./common/issues"), exports);
__exportStar(require("./common/contract-checks"), exports);
__exportStar(require("./money"), exports);
__exportStar(require("./catalog"), exports);
__exportStar(require("./pricing"), exports);
__exportStar(require("./customer"), exports);
__exportStar(require("./order"), exports);
__exportStar(require("./wishlist"), exports);
__exportStar(require("./registry"), exports);
__exportStar(require("./http"), exports);
