export * from './media-constants';
export * from './uploaded-image';
