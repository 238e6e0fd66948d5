import type {} from 'next-intl';
import type messages from '@/messages/en.json';

// The English messages type every key: a key missing in English, or misspelled, fails `tsc`.
declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof messages;
  }
}
