/** True while the page renderer (src/server) renders a page; false in the browser and in tests. */
export const renderingOnServer = typeof window === 'undefined';
