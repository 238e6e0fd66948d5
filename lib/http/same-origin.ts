/** Moved to lib/links/same-origin (pure URL checks, no HTTP); kept for the client code that still imports it here. */
export * from '@/lib/links/same-origin';
