import { z } from 'zod';
import { defineRequest } from './define';
import { describeIssues } from './issues';

describe('defineRequest', () => {
  const contract = defineRequest({
    subject: 'order.place-thing.v1',
    request: z.object({ note: z.string(), items: z.array(z.object({ title: z.string() })) }),
    reply: z.object({}),
  });

  it('refuses a NUL character anywhere in a request, naming where', () => {
    const result = contract.request.safeParse({ note: 'fine', items: [{ title: 'ok' }, { title: 'a\u0000b' }] });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error as z.ZodError)).toBe('items.1.title: must not contain NUL characters');
  });

  it('takes any other text, lone surrogates and right-to-left marks included', () => {
    const result = contract.request.safeParse({ note: '\uD800 \u202E ॐ 🎨', items: [{ title: 'Urban Raga' }] });
    expect(result).toMatchObject({ success: true, data: { note: '\uD800 \u202E ॐ 🎨' } });
  });
});
