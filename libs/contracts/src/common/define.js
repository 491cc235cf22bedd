"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.eventEnvelope = exports.EVENT_SUBJECT = exports.REQUEST_SUBJECT = exports.SERVICES = void 0;
exports.requestSubjectProblem = requestSubjectProblem;
exports.eventSubjectProblem = eventSubjectProblem;
exports.defineRequest = defineRequest;
exports.defineEvent = defineEvent;
const zod_1 = require("zod");
/** The services that answer requests; a request subject starts with one of these. */
exports.SERVICES = ['catalog', 'pricing', 'order', 'customer', 'wishlist', 'notification'];
/** `<service>.<verb-noun>.v<n>`, e.g. `pricing.get-price.v1`. */
exports.REQUEST_SUBJECT = /^([a-z]+)\.([a-z]+(?:-[a-z]+)+)\.v([1-9][0-9]*)$/;
/** `<entity>.<past-tense>.v<n>`, e.g. `order.placed.v1`. */
exports.EVENT_SUBJECT = /^([a-z]+(?:-[a-z]+)*)\.([a-z]+(?:-[a-z]+)*)\.v([1-9][0-9]*)$/;
const IRREGULAR_PAST = new Set(['sent', 'paid', 'built', 'made', 'sold', 'held', 'left', 'lost', 'put', 'set', 'shipped']);
/** Why a subject breaks the naming rule, or null when it follows it. */
function requestSubjectProblem(subject) {
    const match = exports.REQUEST_SUBJECT.exec(subject);
    if (!match)
        return `request subject "${subject}" must look like <service>.<verb-noun>.v<n>`;
    if (!exports.SERVICES.includes(match[1])) {
        return `request subject "${subject}" names unknown service "${match[1]}"`;
    }
    return null;
}
function eventSubjectProblem(subject) {
    const match = exports.EVENT_SUBJECT.exec(subject);
    if (!match)
        return `event subject "${subject}" must look like <entity>.<past-tense>.v<n>`;
    const verb = match[2].split('-').pop();
    if (!verb.endsWith('ed') && !IRREGULAR_PAST.has(verb)) {
        return `event subject "${subject}" must end in a past-tense verb`;
    }
    return null;
}
function defineRequest(def) {
    const problem = requestSubjectProblem(def.subject);
    if (problem)
        throw new Error(problem);
    return { kind: 'request', service: def.subject.split('.')[0], ...def, request: def.request.superRefine(refuseNul) };
}
/**
 * No request may carry a NUL character, in any text or key: Postgres text cannot store one,
 * and no field of ours means it. Refused here, every request is refused alike on both sides.
 */
function refuseNul(value, ctx) {
    const path = pathToNul(value, []);
    if (path)
        ctx.addIssue({ code: 'custom', path, message: 'must not contain NUL characters' });
}
function pathToNul(value, at) {
    if (typeof value === 'string')
        return value.includes('\u0000') ? at : null;
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
            const found = pathToNul(value[i], [...at, i]);
            if (found)
                return found;
        }
    }
    else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
            const found = key.includes('\u0000') ? [...at, key] : pathToNul(item, [...at, key]);
            if (found)
                return found;
        }
    }
    return null;
}
function defineEvent(def) {
    const problem = eventSubjectProblem(def.subject);
    if (problem)
        throw new Error(problem);
    const entity = def.subject.split('.')[0];
    return { kind: 'event', stream: entity.replace(/-/g, '_').toUpperCase(), ...def };
}
/** Every event carries an id (used for de-duplication) and its creation time. */
exports.eventEnvelope = zod_1.z.object({
    eventId: zod_1.z.uuid(),
    occurredAt: zod_1.z.iso.datetime(),
});
