# Shared set-up for scripts/play, scripts/test and scripts/package:
# install the Debian packages that are missing, then configure and build a
# meson build folder, or build the Debian package.  Sourced, not run.

TUMBLE_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# Packages the game needs to build and run.
TUMBLE_BUILD_PACKAGES=(meson ninja-build pkg-config gcc libc6-dev
	libncurses-dev libedit-dev check)
# Packages only the tests need.
TUMBLE_TEST_PACKAGES=(clang libclang-rt-14-dev lld tmux mandoc ncurses-term
	appstream desktop-file-utils dpkg-dev debhelper)
# Packages scripts/package needs beyond the build's: the package tools,
# what the package's tests need (debian/control) and lintian.
TUMBLE_PACKAGE_PACKAGES=(dpkg-dev debhelper pkgconf mandoc appstream
	desktop-file-utils lintian)

# build-fuzz/, for scripts/fuzz (clang): the libFuzzer harnesses under
# AddressSanitizer and UBSan, without link-time optimisation, which only
# slows their links.
TUMBLE_FUZZ_OPTIONS=(-Dfuzzing=true -Db_sanitize=address,undefined
	-Db_lundef=false -Db_lto=false
	'-Dc_args=-fsanitize=fuzzer-no-link -fno-sanitize-recover=all')

setup_as_root() {
	if [ "$(id -u)" -eq 0 ]; then
		"$@"
	elif command -v sudo >/dev/null; then
		sudo "$@"
	else
		echo "tumble set-up: need root (or sudo) to run: $*" >&2
		return 1
	fi
}

# Install whichever of the named packages is not installed yet.
setup_packages() {
	local missing=() pkg
	for pkg in "$@"; do
		dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null |
			grep -q 'install ok installed' || missing+=("$pkg")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	echo "tumble set-up: installing ${missing[*]}" >&2
	setup_as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
	setup_as_root env DEBIAN_FRONTEND=noninteractive \
		apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

# setup_configure DIR [meson options...]: configure DIR once.
setup_configure() {
	local dir=$1
	shift
	[ -f "$TUMBLE_ROOT/$dir/build.ninja" ] ||
		meson setup "$TUMBLE_ROOT/$dir" "$TUMBLE_ROOT" "$@" >&2
}

# setup_configure_clang DIR [meson options...]: configure DIR once for
# clang, the sanitizers' and libFuzzer's compiler, and its linker lld:
# every program of those builds links the sanitizers' runtimes, which
# lld does in two thirds of ld's time (bench/test_times.md).
setup_configure_clang() {
	CC=clang CC_LD=lld setup_configure "$@"
}

# setup_build DIR [meson options...]: configure DIR once, then build it.
setup_build() {
	setup_configure "$@" && meson compile -C "$TUMBLE_ROOT/$1" >&2
}

# setup_copy_tree ROOT DEST: the files of the tree at ROOT into DEST.
# When ROOT is the top of a git checkout, those git tracks, as they stand
# (one deleted since the last commit is left out); a file git does not
# track is never copied, and is named on standard error, as a file
# renamed without git would otherwise vanish in silence.  Elsewhere (a
# copy with no .git, or a tree that is only a folder of another
# checkout) all files but the build folders (those holding
# meson-private).  No .git, as a source package has none.
setup_copy_tree() {
	local root=$1 dest=$2 private top file excludes=(--exclude=./.git)
	top=$(git -C "$root" rev-parse --show-toplevel 2>/dev/null) || top=
	if [ -n "$top" ] &&
		[ "$(cd "$top" && pwd -P)" = "$(cd "$root" && pwd -P)" ]; then
		git -C "$root" ls-files --others --exclude-standard |
			sed 's/^/not copied, as git does not track it: /' >&2
		git -C "$root" ls-files -z --cached |
			while IFS= read -r -d '' file; do
				if [ -e "$root/$file" ] || [ -L "$root/$file" ]
				then
					printf '%s\0' "$file"
				fi
			done | (cd "$root" && tar --null -T - -cf -) |
			tar -xf - -C "$dest"
		return
	fi
	for private in "$root"/*/meson-private; do
		[ -d "$private" ] || continue
		private=${private%/meson-private}
		excludes+=("--exclude=./${private##*/}")
	done
	(cd "$root" && tar -cf - "${excludes[@]}" .) | tar -xf - -C "$dest"
}

# setup_deb DIR [dpkg-buildpackage options...]: build the Debian package
# from a copy of the tree's files (setup_copy_tree) in DIR/tumble-VERSION,
# which leaves it in DIR: the build depends on the files alone, and
# --version says the version without a git revision.
setup_deb() {
	local dir=$1 version
	shift
	version=$(dpkg-parsechangelog -l "$TUMBLE_ROOT/debian/changelog" \
		-S Version)
	mkdir -p "$dir/tumble-$version"
	setup_copy_tree "$TUMBLE_ROOT" "$dir/tumble-$version"
	(cd "$dir/tumble-$version" && dpkg-buildpackage -us -uc -b "$@")
}
