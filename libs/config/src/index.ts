export * from './load-config';
export * from './settings';
export * from './media-settings';
export * from './credentials';
export { z } from 'zod';
