// libedit (BSD editline) for the REPL's line editing, loaded with dlopen only when the REPL
// starts on a terminal: linking it would make every `eddy script.js` load it and its three
// libraries (about a millisecond of start-up). The header gives the types and constants;
// `eddy_libedit_open` fills a table of the functions the REPL calls.
//
// Swift cannot call C variadic functions, so each `el_set`/`el_get`/`history` call the REPL
// needs has a fixed-argument wrapper here, calling through the table with the variadic
// convention.
#ifndef EDDY_CLIBEDIT_SHIM_H
#define EDDY_CLIBEDIT_SHIM_H

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <histedit.h>

/// The libedit functions the REPL uses, with libedit's own prototypes.
typedef struct eddy_libedit {
    __typeof__(el_init) *el_init;
    __typeof__(el_end) *el_end;
    __typeof__(el_gets) *el_gets;
    __typeof__(el_line) *el_line;
    __typeof__(el_insertstr) *el_insertstr;
    __typeof__(el_set) *el_set;
    __typeof__(el_get) *el_get;
    __typeof__(history_init) *history_init;
    __typeof__(history_end) *history_end;
    __typeof__(history) *history;
} eddy_libedit;

/// Loads the library at `path` (a file name is searched as the dynamic linker does) and
/// fills `table`. Returns NULL, or the reason it could not (dlerror's text).
static inline const char *eddy_libedit_open(const char *path, eddy_libedit *table) {
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return dlerror();
#define EDDY_LIBEDIT_SYMBOL(name)                                   \
    table->name = (__typeof__(name) *)dlsym(library, #name);        \
    if (table->name == NULL) return dlerror() ? dlerror() : "missing symbol " #name;
    EDDY_LIBEDIT_SYMBOL(el_init)
    EDDY_LIBEDIT_SYMBOL(el_end)
    EDDY_LIBEDIT_SYMBOL(el_gets)
    EDDY_LIBEDIT_SYMBOL(el_line)
    EDDY_LIBEDIT_SYMBOL(el_insertstr)
    EDDY_LIBEDIT_SYMBOL(el_set)
    EDDY_LIBEDIT_SYMBOL(el_get)
    EDDY_LIBEDIT_SYMBOL(history_init)
    EDDY_LIBEDIT_SYMBOL(history_end)
    EDDY_LIBEDIT_SYMBOL(history)
#undef EDDY_LIBEDIT_SYMBOL
    return NULL;
}

typedef char *(*eddy_el_prompt_function)(EditLine *);
typedef unsigned char (*eddy_el_key_function)(EditLine *, int);

static inline int eddy_el_set_prompt(const eddy_libedit *lib, EditLine *el, eddy_el_prompt_function prompt) {
    return lib->el_set(el, EL_PROMPT, prompt);
}

static inline int eddy_el_set_editor(const eddy_libedit *lib, EditLine *el, const char *mode) {
    return lib->el_set(el, EL_EDITOR, mode);
}

static inline int eddy_el_set_signal(const eddy_libedit *lib, EditLine *el, int handles) {
    return lib->el_set(el, EL_SIGNAL, handles);
}

static inline int eddy_el_set_client_data(const eddy_libedit *lib, EditLine *el, void *data) {
    return lib->el_set(el, EL_CLIENTDATA, data);
}

static inline void *eddy_el_client_data(const eddy_libedit *lib, EditLine *el) {
    void *data = NULL;
    lib->el_get(el, EL_CLIENTDATA, &data);
    return data;
}

static inline int eddy_el_add_function(const eddy_libedit *lib, EditLine *el, const char *name, const char *help,
                                       eddy_el_key_function function) {
    return lib->el_set(el, EL_ADDFN, name, help, function);
}

static inline int eddy_el_bind(const eddy_libedit *lib, EditLine *el, const char *key, const char *function) {
    return lib->el_set(el, EL_BIND, key, function, NULL);
}

/// Turns a terminal flag of the editing mode on or off (`-isig`: Ctrl-C reaches the key
/// bindings instead of raising SIGINT while a line is edited).
static inline int eddy_el_set_tty(const eddy_libedit *lib, EditLine *el, const char *setting) {
    return lib->el_set(el, EL_SETTY, "-d", setting, NULL);
}

/// Lets the REPL read the characters libedit edits (so that it can also wake the editor up
/// to redraw the line after output from the loop).
static inline int eddy_el_set_character_reader(const eddy_libedit *lib, EditLine *el, el_rfunc_t reader) {
    return lib->el_set(el, EL_GETCFN, reader);
}

static inline int eddy_el_set_history(const eddy_libedit *lib, EditLine *el, History *entries) {
    return lib->el_set(el, EL_HIST, lib->history, entries);
}

static inline History *eddy_history_make(const eddy_libedit *lib, int size) {
    History *entries = lib->history_init();
    if (entries == NULL) return NULL;
    HistEvent event;
    lib->history(entries, &event, H_SETSIZE, size);
    lib->history(entries, &event, H_SETUNIQUE, 1);
    return entries;
}

static inline int eddy_history_enter(const eddy_libedit *lib, History *entries, const char *line) {
    HistEvent event;
    return lib->history(entries, &event, H_ENTER, line);
}

#endif
