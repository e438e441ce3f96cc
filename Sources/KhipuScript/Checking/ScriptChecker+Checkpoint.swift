import KhipuDSL

extension ScriptChecker {
    /// What a checker knows after some statements: enough to check the next ones as if
    /// it had gone through them all. An editor keeps one every so many statements, so
    /// that checking the statement at the cursor never goes through the whole file.
    package struct Checkpoint {
        let domainName: String
        let bindings: Bindings
        let unknownNames: Set<String>
        let namesMayComeFromLoadedFiles: Bool
    }

    package func checkpoint() -> Checkpoint {
        Checkpoint(
            domainName: interpreter.domainName,
            bindings: interpreter.bindings,
            unknownNames: unknownNames,
            namesMayComeFromLoadedFiles: namesMayComeFromLoadedFiles
        )
    }

    /// Goes back (or forward) to `checkpoint`: its domain, its names and what it knew of them.
    package func restore(_ checkpoint: Checkpoint) async {
        if interpreter.domainName != checkpoint.domainName {
            _ = await check(StatementSource(text: ":domain " + checkpoint.domainName, line: 1))
        }
        interpreter.restoreBindings(checkpoint.bindings)
        unknownNames = checkpoint.unknownNames
        namesMayComeFromLoadedFiles = checkpoint.namesMayComeFromLoadedFiles
    }
}
