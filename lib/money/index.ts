// Money is browser-safe throughout: its code lives in ./shared/money.ts, which client components import.
export * from './shared/money';
