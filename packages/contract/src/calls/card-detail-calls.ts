/** The card detail page (cardDetail): what the console and the carrier know about one card. */
export {};
