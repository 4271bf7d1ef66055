// The sizes a request may have (docs/decisions.md "Limits"): the API refuses a body past its
// route's limit with 413 and a URL past URL_LIMIT_CHARS with 414; the shop refuses its own forms'
// bodies past BODY_LIMIT_BYTES, and bodies for the API past the largest of its limits before sending
// them on. The largest bodies a client sends are an order (a few KB, its gift message included) and
// an analytics batch (S-456).

/** The most bytes of a POST or PUT body: ten times an order with the longest gift message. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** The analytics collector's: 25 events of up to 50 items each, their names at 200 characters (S-456). */
export const ANALYTICS_BODY_LIMIT_BYTES = 768 * 1024;
/** The most characters of a URL's path and query string: fifty ids in each of a search's lists. */
export const URL_LIMIT_CHARS = 8 * 1024;
