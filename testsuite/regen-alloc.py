#!/usr/bin/env python3
"""testsuite/regen-alloc.py -- rewrite golden reports after a change that may
move allocation figures and census times, and nothing else.

    testsuite/regen-alloc.py [--write] [--allow-bands] CASE...

A change to the library's code (a thunk less per element) or to the
collector moves the bytes a program allocates, and so the `total alloc`
and `%alloc` of its .prof and the times of its heap censuses, while every
thing a golden case is there to pin stays as it was.  For each CASE
(a directory name under testsuite/golden/) this runs the case as
run-golden.sh does (its flags, args and stdin, in a copy of the case
directory, GHCRTS unset, the C.UTF-8 locale) with the lazyrun of this
tree, and checks, against the expected files:

  * stdout, stderr and the exit status: identical;
  * expected.prof: the cost-centre tree identical in its names, modules,
    source spans, numbers and entry counts (a -pj report: its cost
    centres and each node's entries);
  * expected.ticky: every binding's entry count identical;
  * expected.hp: the same set of bands (a band appearing or disappearing
    is reported; --allow-bands accepts it).

It prints one line per case: OK, or what differs.  With --write it then
rewrites the expected reports of the cases that are OK (never stdout,
stderr or the exit status).  A case that is not OK is left alone: look at
it, and say in the commit message why its new report is right (see
docs/testing-notes.md, and commit 97a3a10 for an example).
"""
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDEN = os.path.join(TOP, 'testsuite', 'golden')
LAZYRUN = os.environ.get('LAZYRUN', os.path.join(TOP, 'lazyrun'))


def read(path, mode='r'):
    with open(path, mode) as f:
        return f.read()


def split_file(path):
    return shlex.split(read(path)) if os.path.exists(path) else []


def run_case(case, work):
    src = os.path.join(GOLDEN, case)
    prog = case + '.hs' if os.path.exists(os.path.join(src, case + '.hs')) else case + '.lhs'
    copy = os.path.join(work, case)
    shutil.copytree(src, copy)
    env = dict(os.environ)
    env.pop('GHCRTS', None)
    env['LC_ALL'] = 'C.UTF-8'
    stdin_path = os.path.join(src, 'stdin')
    with open(stdin_path if os.path.exists(stdin_path) else os.devnull, 'rb') as stdin:
        r = subprocess.run([LAZYRUN] + split_file(os.path.join(src, 'flags')) + [prog]
                           + split_file(os.path.join(src, 'args')),
                           cwd=copy, stdin=stdin, capture_output=True, env=env, timeout=300)
    return src, copy, r


def prof_tree(text):
    """The tree's rows: indentation, name, module, src, no., entries."""
    rows, in_tree = [], False
    for line in text.splitlines():
        if line.strip().startswith('COST CENTRE') and 'entries' in line:
            in_tree = True
        elif in_tree and line.strip():
            rows.append((len(line) - len(line.lstrip()),) + tuple(line.split()[:5]))
    return rows


def pj_shape(text):
    report = json.loads(text)
    nodes = []

    def walk(node):
        nodes.append((node.get('id'), node.get('entries')))
        for child in node.get('children', []):
            walk(child)
    walk(report['profile'])
    return report.get('cost_centres'), nodes


def hp_bands(text):
    skip = ('JOB', 'DATE', 'SAMPLE_UNIT', 'VALUE_UNIT', 'BEGIN_SAMPLE', 'END_SAMPLE', 'MARK')
    return {line.rsplit('\t', 1)[0] for line in text.splitlines()
            if line and not line.startswith(skip)}


def ticky_entries(text):
    rows = []
    for line in text.splitlines():
        m = re.match(r'\s*(\d+)\s+(\d+)\s+(\d+)\s+(\S+)\s+(.*)$', line)
        if m:
            rows.append((m.group(1), m.group(4), m.group(5)))
    return rows


def check(case, allow_bands):
    """(problems, {expected file: new text})"""
    work = tempfile.mkdtemp(prefix='regen-alloc.')
    try:
        src, copy, r = run_case(case, work)
        problems = []
        exp_err = os.path.join(src, 'expected.stderr')
        exp_exit = os.path.join(src, 'expected.exit')
        if r.stdout != read(os.path.join(src, 'expected.stdout'), 'rb'):
            problems.append('stdout differs')
        if r.stderr != (read(exp_err, 'rb') if os.path.exists(exp_err) else b''):
            problems.append('stderr differs')
        if r.returncode != (int(read(exp_exit).strip()) if os.path.exists(exp_exit) else 0):
            problems.append('exit status %d' % r.returncode)
        new_reports = {}
        for ext in ('prof', 'hp', 'ticky'):
            expected = os.path.join(src, 'expected.' + ext)
            if not os.path.exists(expected):
                continue
            made = [f for f in os.listdir(copy)
                    if f.endswith('.' + ext) and not os.path.exists(os.path.join(src, f))]
            if len(made) != 1:
                problems.append('the run wrote %d .%s files' % (len(made), ext))
                continue
            old, new = read(expected), read(os.path.join(copy, made[0]))
            if ext == 'prof':
                if old.lstrip().startswith('{'):
                    if pj_shape(old) != pj_shape(new):
                        problems.append('-pj cost centres or entries differ')
                elif prof_tree(old) != prof_tree(new):
                    problems.append('.prof tree or entries differ')
            elif ext == 'hp':
                lost, gained = hp_bands(old) - hp_bands(new), hp_bands(new) - hp_bands(old)
                if (lost or gained) and not allow_bands:
                    problems.append('.hp bands: lost %s, gained %s' % (sorted(lost), sorted(gained)))
            elif ticky_entries(old) != ticky_entries(new):
                problems.append('.ticky entries differ')
            new_reports[expected] = new
        return problems, new_reports
    finally:
        shutil.rmtree(work)


def main(argv):
    write = '--write' in argv
    allow_bands = '--allow-bands' in argv
    cases = [a for a in argv if not a.startswith('--')]
    if not cases:
        print('usage: testsuite/regen-alloc.py [--write] [--allow-bands] CASE...',
              file=sys.stderr)
        return 2
    bad = 0
    for case in cases:
        problems, reports = check(case.rstrip('/').split('/')[-1], allow_bands)
        print(case, 'OK' if not problems else '; '.join(problems))
        if problems:
            bad += 1
        elif write:
            for path, text in reports.items():
                with open(path, 'w') as f:
                    f.write(text)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
