import KhipuDSL
