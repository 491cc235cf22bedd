"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.describeIssues = describeIssues;
/** One readable sentence per problem, e.g. `items.0.quantity: must be at least 1`. */
function describeIssues(error) {
    return error.issues
        .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
        .join('; ');
}
