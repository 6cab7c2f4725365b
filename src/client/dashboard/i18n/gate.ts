/** Texts of the guard's console (issue 21), under `neighbourly.gate.*`. */
export const gateTexts = {};
