export { dictionaryEntries } from './system-schema';
