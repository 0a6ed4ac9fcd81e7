/**
 * English needs no catalog (the route budget): the Lingui macro keeps each message's English
 * source beside its id (`descriptorFields: 'message'` in vite.config.ts), and this Babel
 * plugin, run after the macro, compiles that source at build time into the very form a
 * compiled catalog holds (`["Hello ", ["name"]]`), with Lingui's own compiler. At run time
 * `i18n._` finds no entry for the id in the empty English catalog and uses the compiled
 * message as is: no catalog download for English and no message compiler in the bundle
 * (Lingui's runtime compiler is 7 KB gzipped; the English catalog was 14 KiB). Other languages
 * still load their catalog, which has every id (untranslated ones compiled as English).
 *
 * It rewrites only what the macro emits: an object literal with a string `id` and a string
 * `message` (from msg, t, plural, <Trans>...). Everything else is left alone.
 */
import { types as t, type PluginObject, type Visitor } from '@babel/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'

const keyName = (key: t.ObjectProperty['key']) =>
  key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : undefined

export default function compileSourceMessages(): PluginObject {
  const visitor: Visitor = {
    ObjectExpression(path) {
      const props = path.node.properties.filter(
        (prop): prop is t.ObjectProperty => prop.type === 'ObjectProperty' && !prop.computed,
      )
      const id = props.find((prop) => keyName(prop.key) === 'id')
      const message = props.find((prop) => keyName(prop.key) === 'message')
      if (id?.value.type !== 'StringLiteral' || message?.value.type !== 'StringLiteral') return
      message.value = t.valueToNode(compileMessage(message.value.value))
    },
  }
  return {
    name: 'lingui-compile-source-messages',
    visitor: {
      // After the whole file: the macro has replaced its calls by then.
      Program: { exit: (path) => path.traverse(visitor) },
    },
  }
}
