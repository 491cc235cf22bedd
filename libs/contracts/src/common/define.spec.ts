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

  it('refuses a lone surrogate (broken Unicode, which Postgres jsonb cannot store), naming where', () => {
    for (const broken of ['\uD800', 'a\uDFFFb', '\uDBFF\uDBFF\uDC00']) {
      const result = contract.request.safeParse({ note: 'fine', items: [{ title: broken }] });
      expect(result.success).toBe(false);
      expect(describeIssues(result.error as z.ZodError)).toBe('items.0.title: must be well-formed Unicode (it holds a lone surrogate)');
    }
  });

  it('takes any other text, surrogate pairs, right-to-left marks and combining marks included', () => {
    const result = contract.request.safeParse({ note: '\u202E ॐ 🎨 e\u0301 \uD83C\uDFA8', items: [{ title: 'Urban Raga' }] });
    expect(result).toMatchObject({ success: true, data: { note: '\u202E ॐ 🎨 e\u0301 \uD83C\uDFA8' } });
  });
});
