/** Spec 3 §9: search page size 10; autocomplete count 10. Shared by the server and the search box. */
export const searchPageSize = 10;
export const suggestionCount = 10;
/** The search box asks for suggestions once this many characters are typed, this long after the last key. */
export const suggestMinLength = 2;
export const suggestDebounceMs = 200;
