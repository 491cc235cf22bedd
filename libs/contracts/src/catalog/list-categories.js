"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ListCategories = void 0;
const zod_1 = require("zod");
const define_1 = require("../common/define");
const category_1 = require("./category");
exports.ListCategories = (0, define_1.defineRequest)({
    subject: 'catalog.list-categories.v1',
    request: zod_1.z.object({}).strict(),
    reply: zod_1.z.array(category_1.categorySchema),
});
