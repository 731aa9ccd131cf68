export * from '../../../mfe-family/src/shared-candidates/test-utils';
