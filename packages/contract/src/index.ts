export * from './enums.ts';
export * from './config-properties.ts';
export * from './validation.ts';
export * from './auth.ts';
export * from './organization.ts';
export * from './portal.ts';
