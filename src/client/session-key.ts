/** Where this browser keeps its anonymous visitor session id (localStorage): the session's module and the counter read it. */
export const SESSION_KEY = "uae-deals-session";
