import { configure } from '@testing-library/react';

// Every route is lazily loaded, and the first test of a file compiles its route's modules while it
// waits. On a busy CI machine that alone has taken more than Testing Library's default second, so
// findBy… and waitFor wait up to five seconds for what the shopper or staff member would see.
configure({ asyncUtilTimeout: 5000 });
