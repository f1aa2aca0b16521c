// Generator edge: multiline string line starting with import
func load() async -> Int { 1 }
#if os(Linux) || os(macOS)
let script = """
import sys
"""
let version = await load()
#endif
print(script, version)
