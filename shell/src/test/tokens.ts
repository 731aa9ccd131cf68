// One token factory for platform and shell tests.
export * from '../../../packages/platform/src/test-utils/tokens';
