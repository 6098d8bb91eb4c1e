#!/bin/sh
# Every include under src/ points down or within its own layer, as the
# table of layers in src/meson.build allows (the build holds the same
# table as include folders): a file of layer L may include "M/..." only
# when M is L or one of L's layers below.  main.c, at the top, may
# include anything.  Prints each include that points up or across.
src=${1:?usage: check_layers.sh SRC_DIR}
table=$src/meson.build
bad=0
for dir in "$src"/*/; do
	layer=$(basename "$dir")
	line=$(grep -E "^  '$layer' : \[" "$table") || {
		echo "layer $layer is missing from $table"
		bad=1
		continue
	}
	allowed=$(printf '%s\n' "$line" | sed -E "s/^[^[]*\[//; s/\].*//; s/[',]/ /g")
	allowed="$allowed $layer"
	# Quoted includes with a folder: "folder/file.h".
	grep -rnE '^#[[:space:]]*include[[:space:]]+"[^"/]+/' "$dir" |
	while IFS= read -r hit; do
		# The folder between the quote and the first slash, by the
		# shell's own expansions: a process for each of hundreds of
		# includes took seconds.
		target=${hit#*\"}
		target=${target%%/*}
		case " $allowed " in
		*" $target "*) ;;
		*) echo "$hit: $layer may not include $target/"; exit 1 ;;
		esac
	done || bad=1
	# A climb out of the folder is an include the table cannot check.
	if grep -rnE '^#[[:space:]]*include[[:space:]]+"\.\./' "$dir"; then
		echo "$layer: includes climb out with ../"
		bad=1
	fi
done

# Inside ui/, each game's screens live in a folder of their own over the
# shared loop: the two folders never include each other, and of the
# shared files only the title menu and the entry points, which open the
# games' screens, include either.
ui=$src/ui
for game in same mayan; do
	other=$([ "$game" = same ] && echo mayan || echo same)
	if grep -nE "^#[[:space:]]*include[[:space:]]+\"ui/$other/" \
	    "$ui/$game"/*; then
		echo "ui/$game includes ui/$other/"
		bad=1
	fi
done
for file in "$ui"/*.[ch]; do
	case $(basename "$file") in
	menu.[ch] | launch.[ch]) continue ;;
	esac
	if grep -nE '^#[[:space:]]*include[[:space:]]+"ui/(same|mayan)/' \
	    "$file"; then
		echo "$file: a shared file of ui/ includes a game's screens"
		bad=1
	fi
done
exit $bad
