// The invitations feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { type InvitationAction, missingProfileItems, useAnswerInvitation } from './api.ts';
export { InviteLink } from './invite-link.tsx';
