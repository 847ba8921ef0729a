// The message-templates feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { messageTemplatesQueryOptions, useSaveMessageTemplate } from './api.ts';
