"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.checksContracts = checksContracts;
/**
 * Whether answers are checked against their contracts as they leave (a service's NATS reply,
 * the gateway's HTTP answer): a safety net for development and tests, where a reply that breaks
 * its contract becomes a 500 naming it. On outside production; `CONTRACT_CHECKS=on|off` decides
 * instead, which the benchmark uses to measure what production runs.
 */
function checksContracts(env = process.env) {
    if (env.CONTRACT_CHECKS === 'on')
        return true;
    if (env.CONTRACT_CHECKS === 'off')
        return false;
    return env.NODE_ENV !== 'production';
}
