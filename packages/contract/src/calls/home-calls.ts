/** Home helpers: page configs (lifecycle panel), quick search and the dashboard summary. */
export {};
