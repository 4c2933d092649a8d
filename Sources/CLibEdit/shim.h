// libedit (BSD editline) for the REPL's line editing. Swift cannot call C variadic
// functions, so each `el_set`/`history` call the REPL needs has a fixed-argument wrapper.
#ifndef EDDY_CLIBEDIT_SHIM_H
#define EDDY_CLIBEDIT_SHIM_H

#include <stdio.h>
#include <histedit.h>

typedef char *(*eddy_el_prompt_function)(EditLine *);
typedef unsigned char (*eddy_el_key_function)(EditLine *, int);

static inline int eddy_el_set_prompt(EditLine *el, eddy_el_prompt_function prompt) {
    return el_set(el, EL_PROMPT, prompt);
}

static inline int eddy_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

static inline int eddy_el_set_signal(EditLine *el, int handles) {
    return el_set(el, EL_SIGNAL, handles);
}

static inline int eddy_el_set_client_data(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *eddy_el_client_data(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}

static inline int eddy_el_add_function(EditLine *el, const char *name, const char *help,
                                       eddy_el_key_function function) {
    return el_set(el, EL_ADDFN, name, help, function);
}

static inline int eddy_el_bind(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, key, function, NULL);
}

/// Turns a terminal flag of the editing mode on or off (`-isig`: Ctrl-C reaches the key
/// bindings instead of raising SIGINT while a line is edited).
static inline int eddy_el_set_tty(EditLine *el, const char *setting) {
    return el_set(el, EL_SETTY, "-d", setting, NULL);
}

/// Lets the REPL read the characters libedit edits (so that it can also wake the editor up
/// to redraw the line after output from the loop).
static inline int eddy_el_set_character_reader(EditLine *el, el_rfunc_t reader) {
    return el_set(el, EL_GETCFN, reader);
}

static inline int eddy_el_set_history(EditLine *el, History *entries) {
    return el_set(el, EL_HIST, history, entries);
}

static inline History *eddy_history_make(int size) {
    History *entries = history_init();
    if (entries == NULL) return NULL;
    HistEvent event;
    history(entries, &event, H_SETSIZE, size);
    history(entries, &event, H_SETUNIQUE, 1);
    return entries;
}

static inline int eddy_history_enter(History *entries, const char *line) {
    HistEvent event;
    return history(entries, &event, H_ENTER, line);
}

#endif
