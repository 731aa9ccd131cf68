/**
 * The pieces the family and association areas share. They live once, in mfe-family/src/shared-candidates, until
 * they move to @petfoster/platform; this file is the only place mfe-association names that path.
 */
export { RequestList } from '../../../mfe-family/src/shared-candidates/request-list';
export { RequestCard } from '../../../mfe-family/src/shared-candidates/request-card';
export { RequestDetailModal } from '../../../mfe-family/src/shared-candidates/request-detail-modal';
export { ConfirmModal } from '../../../mfe-family/src/shared-candidates/confirm-modal';
export { EditScreenFrame, EDIT_SCREEN_HEADING } from '../../../mfe-family/src/shared-candidates/edit-screen-frame';
export { RequireRole } from '../../../mfe-family/src/shared-candidates/require-role';
export { useAccountDeletion } from '../../../mfe-family/src/shared-candidates/use-account-deletion';
export { useProcessing } from '../../../mfe-family/src/shared-candidates/use-processing';
export { useLogError } from '../../../mfe-family/src/shared-candidates/use-log-error';
export { requestTone, isHoused, formatRequestDate } from '../../../mfe-family/src/shared-candidates/request-status';
export { default as ui } from '../../../mfe-family/src/shared-candidates/ui.module.css';
export { default as dashboardStyles } from '../../../mfe-family/src/shared-candidates/dashboard.module.css';
