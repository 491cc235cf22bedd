export * from './load-config';
export * from './settings';
export { z } from 'zod';
