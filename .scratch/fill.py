# Fills empty msgstr entries of locales/{fr,ts}/messages.po from a JSON {msgid: {fr, ts}}.
import json, sys, re
data = {}
for path in sys.argv[1:]:
    data.update(json.load(open(path)))
for loc in ('fr', 'ts'):
    p = f'locales/{loc}/messages.po'
    lines = open(p, encoding='utf-8').read().split('\n')
    out = []
    filled = 0
    i = 0
    while i < len(lines):
        line = lines[i]
        out.append(line)
        if line.startswith('msgid "') and i + 1 < len(lines) and lines[i+1] == 'msgstr ""':
            msgid = json.loads(line[6:])
            t = data.get(msgid, {}).get(loc, '')
            if msgid and t:
                out.append('msgstr ' + json.dumps(t, ensure_ascii=False))
                filled += 1
                i += 2
                continue
        i += 1
    open(p, 'w', encoding='utf-8').write('\n'.join(out))
    print(loc, filled)
