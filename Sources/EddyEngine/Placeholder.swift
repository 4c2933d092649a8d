import EddySyntax
// EddyEngine: values, heap, objects, compiler, VM, agent and realm.
