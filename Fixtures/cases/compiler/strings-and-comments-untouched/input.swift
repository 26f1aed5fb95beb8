let text = """
#if compiler(>=5.9)
x
#endif
"""
/* #if swift(>=5.7) */
