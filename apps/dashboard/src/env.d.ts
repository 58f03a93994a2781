/** The static API password (CONTRACT.md), fed by `API_PASSWORD` at build time. */
declare const __API_PASSWORD__: string;
