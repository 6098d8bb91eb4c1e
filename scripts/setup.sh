# Shared set-up for scripts/play and scripts/test: install the Debian
# packages that are missing, then configure and build a meson build folder.
# Sourced, not run.

TUMBLE_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# Packages the game needs to build and run.
TUMBLE_BUILD_PACKAGES=(meson ninja-build pkg-config gcc libc6-dev
	libncurses-dev libedit-dev check)
# Packages only the tests need.
TUMBLE_TEST_PACKAGES=(clang libclang-rt-14-dev tmux mandoc ncurses-term
	appstream desktop-file-utils)

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

# setup_build DIR [meson options...]: configure DIR once, then build it.
setup_build() {
	local dir=$1
	shift
	if [ ! -f "$TUMBLE_ROOT/$dir/build.ninja" ]; then
		meson setup "$TUMBLE_ROOT/$dir" "$TUMBLE_ROOT" "$@" >&2 || return 1
	fi
	meson compile -C "$TUMBLE_ROOT/$dir" >&2
}
