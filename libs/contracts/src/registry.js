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
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.requestContractBySubject = exports.eventContracts = exports.requestContracts = exports.allContracts = exports.contractModules = void 0;
const catalog = __importStar(require("./catalog"));
const customer = __importStar(require("./customer"));
const order = __importStar(require("./order"));
const pricing = __importStar(require("./pricing"));
const wishlist = __importStar(require("./wishlist"));
/** Every module whose exports are contracts; a new service's contracts are added here. */
exports.contractModules = { catalog, pricing, customer, order, wishlist };
function isContract(value) {
    return typeof value === 'object' && value !== null && 'kind' in value && 'subject' in value;
}
exports.allContracts = Object.values(exports.contractModules)
    .flatMap((module) => Object.values(module))
    .filter(isContract);
exports.requestContracts = exports.allContracts.filter((c) => c.kind === 'request');
exports.eventContracts = exports.allContracts.filter((c) => c.kind === 'event');
exports.requestContractBySubject = new Map(exports.requestContracts.map((contract) => [contract.subject, contract]));
