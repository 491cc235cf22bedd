import { z } from 'zod';
import { defineEvent, defineRequest, eventSubjectProblem, requestSubjectProblem } from './common/define';
import { allContracts, contractModules } from './registry';

describe('the contract registry', () => {
  it('declares every subject exactly once', () => {
    const seen = new Map<string, number>();
    for (const contract of allContracts) seen.set(contract.subject, (seen.get(contract.subject) ?? 0) + 1);
    const twice = [...seen].filter(([, count]) => count > 1).map(([subject]) => subject);
    expect(twice).toEqual([]);
  });

  it('holds only subjects that follow the naming rule', () => {
    const problems = allContracts
      .map((c) => (c.kind === 'request' ? requestSubjectProblem(c.subject) : eventSubjectProblem(c.subject)))
      .filter((problem) => problem !== null);
    expect(problems).toEqual([]);
  });

  it('collects the contracts of every module', () => {
    const exported = Object.values(contractModules).flatMap((m) =>
      Object.values(m).filter((v) => typeof v === 'object' && v !== null && 'subject' in v),
    );
    expect(allContracts).toHaveLength(exported.length);
    expect(allContracts.map((c) => c.subject)).toContain('catalog.list-categories.v1');
  });
});

describe('the naming rule', () => {
  it.each(['pricing.get-price.v1', 'catalog.list-categories.v2', 'order.place-order.v10'])('accepts request %s', (s) => {
    expect(requestSubjectProblem(s)).toBeNull();
  });

  it.each([
    ['pricing.price.v1', 'must look like'],
    ['Pricing.get-price.v1', 'must look like'],
    ['pricing.get-price', 'must look like'],
    ['pricing.get-price.v0', 'must look like'],
    ['billing.get-price.v1', 'unknown service "billing"'],
  ])('refuses request %s', (subject, reason) => {
    expect(requestSubjectProblem(subject)).toContain(reason);
  });

  it.each(['order.placed.v1', 'payment.confirmed.v1', 'payment.failed.v1', 'email.sent.v1'])('accepts event %s', (s) => {
    expect(eventSubjectProblem(s)).toBeNull();
  });

  it.each([
    ['order.place.v1', 'past-tense'],
    ['order.placed', 'must look like'],
    ['order.placed.V1', 'must look like'],
  ])('refuses event %s', (subject, reason) => {
    expect(eventSubjectProblem(subject)).toContain(reason);
  });

  it('stops a malformed declaration at load time', () => {
    expect(() => defineRequest({ subject: 'pricing.price.v1', request: z.object({}), reply: z.null() })).toThrow(
      'must look like',
    );
    expect(() => defineEvent({ subject: 'order.place.v1', payload: z.object({}) })).toThrow('past-tense');
  });

  it('derives the service of a request and the stream of an event', () => {
    expect(defineRequest({ subject: 'order.track-order.v1', request: z.object({}), reply: z.null() }).service).toBe(
      'order',
    );
    expect(defineEvent({ subject: 'order-line.shipped.v1', payload: z.object({}) }).stream).toBe('ORDER_LINE');
  });
});
