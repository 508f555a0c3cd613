/** Message centre calls (spec §7 message/…): drawer lists, history, read and clear. */
export {};
