import { languages } from 'monaco-editor/editor';
import { conf, language } from 'monaco-editor/languages/definitions/typescript/typescript';
import { LANGUAGE } from './languageSupport';

// TypeScript's colours and brackets, registered at once. Monaco's own registration loads them from
// a chunk of their own when a model first needs them and its editor does not wait: on a busy
// machine the editor was first drawn without colours. With the tokenizer there from the start, the
// editor's first frame is coloured like the light view it replaces.
languages.register({ id: LANGUAGE, extensions: ['.ts', '.mts', '.cts'], aliases: ['TypeScript', 'ts'] });
languages.setLanguageConfiguration(LANGUAGE, conf);
languages.setMonarchTokensProvider(LANGUAGE, language);
