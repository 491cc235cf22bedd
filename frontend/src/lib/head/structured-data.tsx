/**
 * JSON for inside a <script> element: `<` written as its escape, so text a shopper typed (such as
 * "</script>") can never end the element, whoever renders the page. JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A schema.org JSON-LD block for search engines. It is data, not code: browsers never run it, so
 * it is allowed under the `script-src 'self'` policy, and the server renders it into the first HTML.
 */
export function StructuredData({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}

/** The id search engines use to join every block that describes one product page's product. */
export const productNodeId = (productUrl: string) => `${productUrl}#product`;
