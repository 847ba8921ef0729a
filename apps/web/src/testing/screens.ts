// Screens that another feature's tests render, as the router would mount them beside that feature's
// own (docs/decisions/079-layout-and-boundaries.md). Test support only: never bundled.
export { JobApplicantSeekerList } from '../features/applications/job-applicant-seeker-list.tsx';
export { ProfileAuth } from '../features/auth/profile-auth.tsx';
export { JobSeekerDetail } from '../features/seekers/job-seeker-detail.tsx';
export { SeekerSearch } from '../features/seekers/seeker-search.tsx';
export { OfficeVerification } from '../features/verification/office-verification.tsx';
