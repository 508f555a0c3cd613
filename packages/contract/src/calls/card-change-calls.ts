/** Changes to cards through the carrier (state, communication, APN/PCC, SMS) and their orders (cardState). */
export {};
