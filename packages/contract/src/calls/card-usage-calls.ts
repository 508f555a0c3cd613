/** Card data usage as the scheduled usage sync stored it. */
export {};
