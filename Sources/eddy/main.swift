import EddyCLI

EddyCommand.main()
