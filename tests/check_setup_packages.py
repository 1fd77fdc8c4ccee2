#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that scripts/setup.sh installs every Debian package the build uses.

    check_setup_packages.py --build DIR [--setup scripts/setup.sh] [--without PKG ...]
                            [--expect-missing FILE ...]

The files the build used are read from the build itself, not from a list kept by hand:
every header the compiler read (ninja's dependency log), every library on the link lines
(-lNAME resolved as the linker resolves it, or a path), every tool and file named in
build.ninja, and the package configuration files CMake found (the *_DIR cache entries and
pkg-config's .pc files). Each file is mapped to the Debian package that owns it; that package
must be one setup.sh lists or one that a listed package depends on (Depends and Pre-Depends,
what `apt-get install --no-install-recommends` brings), or one that every Debian root has
(Essential or Priority required, as debootstrap's minbase installs). A file no package owns fails too: a
fresh machine would not have it.

--without PKG checks as if setup.sh did not list PKG; with --expect-missing FILE the check
passes only when it then reports FILE (a file name such as libz.so) as uncovered: the test
that the check can fail. Exit 0: covered; 1: a file is not; 77: not a Debian system (skip).
"""
import argparse
import glob
import os
import re
import shlex
import subprocess
import sys

SKIP = 77
SYSTEM_PREFIXES = ('/usr/', '/lib/', '/lib64/', '/bin/', '/sbin/', '/etc/')


def setup_packages(setup):
    out = subprocess.run(['bash', setup, '--print-packages'], check=True,
                         capture_output=True, text=True).stdout
    return set(out.split())


def read_status():
    """Installed packages (name -> dependency groups), what provides each virtual package, and
    the packages every Debian root has (Essential or Priority required)."""
    pkgs, provides, base = {}, {}, set()
    with open('/var/lib/dpkg/status', encoding='utf-8', errors='replace') as f:
        text = f.read()
    for para in text.split('\n\n'):
        fields, key = {}, None
        for line in para.splitlines():
            if line[:1] in (' ', '\t') and key:
                fields[key] += ' ' + line.strip()
            elif ':' in line:
                key, _, value = line.partition(':')
                fields[key] = value.strip()
        name = fields.get('Package')
        if not name or 'install ok installed' not in fields.get('Status', ''):
            continue
        groups = []
        for field in ('Pre-Depends', 'Depends'):
            for group in filter(None, (g.strip() for g in fields.get(field, '').split(','))):
                groups.append([re.split(r'[\s(:]', alt.strip(), 1)[0] for alt in group.split('|')])
        pkgs[name] = groups
        # A minimal Debian root (debootstrap --variant=minbase) has every required package.
        if fields.get('Essential') == 'yes' or fields.get('Priority') == 'required':
            base.add(name)
        for p in filter(None, (p.strip() for p in fields.get('Provides', '').split(','))):
            provides.setdefault(re.split(r'[\s(:]', p, 1)[0], []).append(name)
    return pkgs, provides, base


def closure(roots, pkgs, provides):
    """What installing roots brings, as apt resolves each dependency on a fresh machine: the
    first alternative, a virtual package by what provides it."""
    seen, todo = set(), list(roots)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        for group in pkgs.get(name, []):
            first = group[0]
            if first in pkgs:
                todo.append(first)
            else:
                todo.extend(provides.get(first, []))
    return seen


def owners():
    """File path -> owning packages, from dpkg's lists (usr-merged paths both ways)."""
    own = {}
    for lst in glob.glob('/var/lib/dpkg/info/*.list'):
        pkg = os.path.basename(lst)[:-5].split(':')[0]
        with open(lst, encoding='utf-8', errors='replace') as f:
            for path in f.read().splitlines():
                own.setdefault(path, set()).add(pkg)
    return own


def variants(path):
    yield path
    for short in ('/lib/', '/lib64/', '/bin/', '/sbin/'):
        if path.startswith('/usr' + short):
            yield path[4:]
        elif path.startswith(short):
            yield '/usr' + path


def owner_of(path, own):
    """The packages owning path, following symlinks no package owns (alternatives)."""
    for _ in range(10):
        for v in variants(os.path.normpath(path)):
            if v in own:
                return own[v]
        if not os.path.islink(path):
            return set()
        target = os.readlink(path)
        path = target if target.startswith('/') else os.path.join(os.path.dirname(path), target)
    return set()


def cache_entries(build):
    entries = {}
    with open(os.path.join(build, 'CMakeCache.txt'), encoding='utf-8', errors='replace') as f:
        for line in f:
            m = re.match(r'^([A-Za-z0-9_.+-]+):[A-Z]+=(.*)$', line.rstrip('\n'))
            if m:
                entries[m.group(1)] = m.group(2)
    return entries


def used_files(build):
    """Every system file the build used, each with the way it was found."""
    used = {}

    def add(path, why):
        path = os.path.normpath(path)
        if path.startswith(SYSTEM_PREFIXES) and os.path.isfile(path):
            used.setdefault(path, why)

    cache = cache_entries(build)
    ninja = cache.get('CMAKE_MAKE_PROGRAM') or 'ninja'
    add(ninja, 'the build tool')
    deps = subprocess.run([ninja, '-C', build, '-t', 'deps'], check=True,
                          capture_output=True, text=True).stdout
    for line in deps.splitlines():
        if line.startswith('    '):
            add(line.strip(), 'a header the compiler read')

    compiler = cache.get('CMAKE_CXX_COMPILER') or 'c++'
    with open(os.path.join(build, 'build.ninja'), encoding='utf-8', errors='replace') as f:
        ninja_text = f.read()
    lib_dirs = set()
    for m in re.finditer(r'^\s*LINK_PATH = (.*)$', ninja_text, re.M):
        lib_dirs.update(t[2:] for t in shlex.split(m.group(1)) if t.startswith('-L'))
    for m in re.finditer(r'^\s*LINK_LIBRARIES = (.*)$', ninja_text, re.M):
        for token in shlex.split(m.group(1)):
            for part in token.split(','):      # -Wl,... carries paths too
                if part.startswith('-l') and len(part) > 2:
                    name = part[2:]
                    found = None
                    for d in sorted(lib_dirs):
                        for cand in (f'{d}/lib{name}.so', f'{d}/lib{name}.a'):
                            if os.path.exists(cand):
                                found = found or cand
                    if not found:
                        found = subprocess.run([compiler, f'-print-file-name=lib{name}.so'],
                                               capture_output=True, text=True).stdout.strip()
                        if not found.startswith('/'):
                            found = subprocess.run([compiler, f'-print-file-name=lib{name}.a'],
                                                   capture_output=True, text=True).stdout.strip()
                    if found.startswith('/'):
                        add(found, f'-l{name} on a link line')
                    else:
                        used.setdefault(f'lib{name}.so', f'-l{name} on a link line (not found)')
                elif part.startswith('/'):
                    add(part, 'on a link line')
    for token in re.findall(r'(?<![\w.-])/(?:usr|lib|lib64|bin|sbin)/[^\s:;"\'$]+', ninja_text):
        add(token, 'named in build.ninja')
    with open(os.path.join(build, 'CMakeFiles', 'rules.ninja'), encoding='utf-8', errors='replace') as f:
        for token in re.findall(r'(?<![\w.-])/(?:usr|lib|lib64|bin|sbin)/[^\s:;"\'$]+', f.read()):
            add(token, 'a tool in the build rules')

    for key, value in cache.items():
        # The tools CMake found (compilers, archivers, pkg-config); optional libraries a
        # find module looked for but nothing links (OPENGL_glu_LIBRARY) are not needed.
        if (key.startswith('CMAKE_') or key.endswith('_EXECUTABLE')) and value.startswith(SYSTEM_PREFIXES) \
                and os.path.isfile(value):
            add(value, f'found by CMake ({key})')
        if key.endswith('_DIR') and os.path.isdir(value) and value.startswith(SYSTEM_PREFIXES):
            for cfg in glob.glob(os.path.join(value, '*Config.cmake')) + \
                    glob.glob(os.path.join(value, '*-config.cmake')):
                add(cfg, f'found by find_package ({key})')
        elif key.startswith('pkgcfg_lib_') and value.startswith('/'):
            add(value, f'found by pkg_check_modules ({key})')
    for m in re.finditer(r'^([A-Z0-9_]+)_MODULE_NAME:INTERNAL=(.*)$', open(
            os.path.join(build, 'CMakeCache.txt'), encoding='utf-8', errors='replace').read(), re.M):
        pc = subprocess.run(['pkg-config', '--variable=pcfiledir', m.group(2)],
                            capture_output=True, text=True).stdout.strip()
        if pc:
            add(os.path.join(pc, m.group(2) + '.pc'), f'found by pkg_check_modules ({m.group(1)})')
    return used


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--build', required=True)
    ap.add_argument('--setup', default=os.path.join(os.path.dirname(__file__), '..', 'scripts', 'setup.sh'))
    ap.add_argument('--without', action='append', default=[])
    ap.add_argument('--expect-missing', action='append', default=[])
    args = ap.parse_args()
    if not os.path.exists('/var/lib/dpkg/status'):
        print('skipped: not a Debian system (no dpkg database)')
        return SKIP
    if not os.path.exists(os.path.join(args.build, 'build.ninja')):
        print(f'{args.build}: no build.ninja (this check reads a Ninja build)', file=sys.stderr)
        return 1

    listed = setup_packages(args.setup) - set(args.without)
    pkgs, provides, base = read_status()
    not_installed = sorted(p for p in listed if p not in pkgs)
    if not_installed:
        print('setup.sh lists packages that are not installed (run scripts/setup.sh first): '
              + ' '.join(not_installed), file=sys.stderr)
        return 1
    covered = closure(listed | base, pkgs, provides)
    own = owners()
    used = used_files(args.build)

    missing = {}
    for path, why in sorted(used.items()):
        pkgs_of = owner_of(path, own) if path.startswith('/') else set()
        if not pkgs_of & covered:
            missing[path] = (why, sorted(pkgs_of))
    for path, (why, by) in missing.items():
        where = f'belongs to {", ".join(by)}, which' if by else 'belongs to no Debian package, so'
        print(f'{path} ({why}) {where} scripts/setup.sh does not install')
    print(f'{len(used)} system files the build used; {len(missing)} not installed by scripts/setup.sh '
          f'({len(listed)} packages listed, {len(covered)} with their dependencies)')

    if args.expect_missing:
        names = {os.path.basename(p) for p in missing}
        absent = [f for f in args.expect_missing if f not in names]
        if absent:
            print('expected to be reported as not installed, but was not: ' + ', '.join(absent),
                  file=sys.stderr)
            return 1
        print('the check reports ' + ', '.join(args.expect_missing) + ' as expected')
        return 0
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main())
