module esignature-quickstart

go 1.19
