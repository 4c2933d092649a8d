// EddySyntax: source text → tokens → AST with source locations; scope analysis.
