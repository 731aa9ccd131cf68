// The saved searches feature's public surface for the pages.
export { useSavedSearches } from './use-saved-searches';
export { SavedSearchItem } from './saved-search-item';
